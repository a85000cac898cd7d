// A ceiling server for the bench: answers GET /x with a fixed JSON body of the given size, with
// Express 5 (`express`) or bare node:http (`http`). Prints its port on stdout.
import { createServer } from 'node:http';
import express from 'express';

const [mode, sizeArg] = process.argv.slice(2);
const size = Number(sizeArg);
const filler = 'x'.repeat(Math.max(0, size - 12));
const body = JSON.stringify({ filler });

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
