import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

// The yardstick of the page benchmarks: React 19 and Vite with nothing else.
function App() {
  return (
    <main>
      <h1>Hello from a minimal React page</h1>
      <p>Built by Vite in the same benchmark run as the product.</p>
    </main>
  );
}

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
