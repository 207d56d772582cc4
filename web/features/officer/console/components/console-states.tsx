// What the console shows at an address it has no page for (the server sends the console for any
// /officers/* address).
import { Link } from 'react-router';
import { paths } from '../../../../lib/paths.ts';

export function ConsoleNotFound() {
  return (
    <div className="console-gate console-gate--inline">
      <h1 className="console-gate__title">Page not found</h1>
      <p>The officer console has no page at this address.</p>
      <Link className="btn btn-primary" to={paths.officers}>
        Back to the console
      </Link>
    </div>
  );
}
