// Tests of data and rules run in plain Node (vite.config.ts, project "node"). They call the provider
// by '/api/…' paths as the page does; give them the page address jsdom gives the component tests.
if (typeof globalThis.location === 'undefined') {
  Object.defineProperty(globalThis, 'location', { value: new URL('http://localhost:3000/'), configurable: true })
}
