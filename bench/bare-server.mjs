// The yardstick: a bare node:http server sending fixed bytes (the store's own answers, captured
// first) with the same content type. Figures for the store are divided by this server's.
// Usage: node bench/bare-server.mjs <port> <file-for-/list> <file-for-/one>
import fs from 'node:fs';
import http from 'node:http';

const [port, listFile, oneFile] = process.argv.slice(2);
const bodies = { '/list': fs.readFileSync(listFile), '/one': fs.readFileSync(oneFile) };
http
  .createServer((req, res) => {
    const body = bodies[req.url];
    if (!body) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
    res.end(body);
  })
  .listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
