// The yardstick: a bare node:http server sending fixed bytes: the store's own answers (status
// line headers and body) captured first, so the load generator parses exactly what it parses from
// the store. Figures for the store are divided by this server's.
// Usage: node bench/bare-server.mjs <port> <capture.json for /list> <capture.json for /one>
// A capture is { headers: { name: value }, body: base64 } (Date, Connection, Keep-Alive are node's own).
import fs from 'node:fs';
import http from 'node:http';

const [port, listFile, oneFile] = process.argv.slice(2);
const load = (file) => {
  const { headers, body } = JSON.parse(fs.readFileSync(file, 'utf8'));
  return { headers, body: Buffer.from(body, 'base64') };
};
const answers = { '/list': load(listFile), '/one': load(oneFile) };
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
