import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router';
import { driverPaths } from '../../../config/driver-paths.ts';
import { installDriverApp } from '../pwa.ts';
import { useAutoSync, useOnline } from './use-scan-queue.ts';
import './driver.css';

interface DriverFrameProps {
  userId: number;
  name: string;
  onSignOut: () => void;
  children: ReactNode;
}

/** The driver app's frame: phone-first, a slim bar with the connection state and sign-out. */
export function DriverFrame({ userId, name, onSignOut, children }: DriverFrameProps) {
  const online = useOnline();
  useAutoSync(userId);
  useEffect(() => installDriverApp(), []);
  return (
    <div className="driver-app">
      <header className="driver-bar">
        <Link to={driverPaths.root} className="driver-bar__home">
          Shuttle Driver
        </Link>
        <span className={`driver-bar__net driver-bar__net--${online ? 'on' : 'off'}`} role="status">
          {online ? 'Online' : 'Offline'}
        </span>
        <span className="driver-bar__name">{name}</span>
        <button type="button" className="btn btn--ghost btn--small" onClick={onSignOut}>
          Sign out
        </button>
      </header>
      <main className="driver-main">{children}</main>
    </div>
  );
}
