/**
 * The floor of `npm run bench`: bare React 19 and React Router 7 with a plain login form, the least
 * this stack can load for the console's login page.
 */
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

function LoginPage() {
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <h1>Cloud Email Security</h1>
      <label>
        User name <input value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <label>
        Password <input type="password" value={password} onChange={(event) => setPassword(event.target.value)} />
      </label>
      <button type="submit">Log On</button>
    </form>
  );
}

const router = createBrowserRouter([{ path: '*', Component: LoginPage }]);
const container = document.getElementById('root');
if (container)
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
