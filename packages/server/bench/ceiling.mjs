// A ceiling server for the bench, answering GET /x, printing its port on stdout:
//   ceiling.mjs express N     Express 5, a fixed JSON body of N bytes
//   ceiling.mjs http N        bare node:http, a fixed JSON body of N bytes
//   ceiling.mjs http-file F   bare node:http, exactly the bytes of file F (a route's own answer)
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import express from 'express';

const [mode, arg] = process.argv.slice(2);
const body = mode === 'http-file' ? readFileSync(arg) : JSON.stringify({ filler: 'x'.repeat(Math.max(0, Number(arg) - 12)) });

let server;
if (mode === 'express') {
  const app = express();
  app.disable('x-powered-by');
  app.get('/x', (_req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.type('application/json').send(body);
  });
  server = createServer(app);
} else {
  server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body), 'access-control-allow-origin': '*' });
    res.end(body);
  });
}
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
