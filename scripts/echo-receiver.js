// A webhook receiver for trying Parley locally: prints every POST it gets and answers 200.
// Usage: node scripts/echo-receiver.js [port]   (default 9999)
const http = require('node:http');

const port = Number(process.argv[2] ?? 9999);
http
  .createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      let shown = body;
      try {
        shown = JSON.stringify(JSON.parse(body), null, 2);
      } catch {
        /* not JSON */
      }
      console.log(`${new Date().toISOString()} ${req.method} ${req.url}\n${shown}\n`);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"received":true}');
    });
  })
  .listen(port, '127.0.0.1', () => console.log(`echo receiver on http://127.0.0.1:${port}`));
