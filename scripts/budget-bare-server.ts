// A bare node:http server answering every request with one recorded response, bytes and headers:
// what the page budget (scripts/budget-pages.ts) compares our server with.
//   node scripts/budget-bare-server.ts <port> <recorded.json>
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

interface Recorded {
  status: number;
  headers: Record<string, string>;
  /** base64 */
  body: string;
}

const [port, file] = process.argv.slice(2);
const recorded = JSON.parse(readFileSync(file!, 'utf8')) as Recorded;
const body = Buffer.from(recorded.body, 'base64');

createServer((_request, response) => {
  response.writeHead(recorded.status, recorded.headers);
  response.end(body);
}).listen(Number(port), '127.0.0.1');
