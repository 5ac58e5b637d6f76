// The chat benchmark's baseline: a bare `ws` server that sends every message it receives to every
// client, nothing else (no validation, storage or rooms).
import { WebSocketServer } from 'ws';

const server = new WebSocketServer({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
server.on('connection', (socket) => {
  socket.on('message', (data) => {
    const text = data.toString();
    for (const client of server.clients) client.send(text);
  });
});
server.on('listening', () => {
  const address = server.address();
  if (typeof address === 'object' && address) console.log(`listening http://127.0.0.1:${address.port}`);
});
