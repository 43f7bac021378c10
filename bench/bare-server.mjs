// The yardstick: a bare node:http server sending fixed bytes: the store's own answers (status
// line headers and body, compressed as the store sent them) captured first, so the load generator
// parses exactly what it parses from the store. Figures for the store are divided by this server's.
// Usage: node bench/bare-server.mjs <port> <directory of captures>; <name>.json is answered at /<name>.
// A capture is { headers: { name: value }, body: base64 } (Date, Connection, Keep-Alive are node's own).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const [port, dir] = process.argv.slice(2);
const answers = {};
for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  const { headers, body } = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  answers[`/${path.basename(file, '.json')}`] = { headers, body: Buffer.from(body, 'base64') };
}
http
  .createServer((req, res) => {
    const answer = answers[req.url];
    if (!answer) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, answer.headers);
    res.end(answer.body);
  })
  .listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
