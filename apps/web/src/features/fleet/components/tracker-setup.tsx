import type { TrackerAnswer } from '@shuttle/contracts';

interface TrackerSetupProps {
  registration: string;
  tracker: TrackerAnswer;
  onDone: () => void;
}

/**
 * What a bus partner types into the Traccar Client app or a tracker, shown once right after the
 * device id is issued (docs/decisions/250-fleet-page-and-tracker-setup.md): the id is kept only as
 * its hash, so this page is the only place it is ever shown. It prints as a sheet to hand over.
 */
export function TrackerSetup({ registration, tracker, onDone }: TrackerSetupProps) {
  const { setup } = tracker;
  return (
    <section className="card stack tracker-setup" aria-labelledby="tracker-setup-heading">
      <h2 id="tracker-setup-heading">Tracker settings for {registration}</h2>
      <p className="notice-success" role="status">
        A new device id was issued. Copy it now: it is shown only this once, and the one before no longer
        works.
      </p>
      <dl className="summary">
        <dt>Device id</dt>
        <dd>
          <code>{tracker.device_id}</code>
        </dd>
        <dt>Server address</dt>
        <dd>
          <code>{setup.server_url}</code>
        </dd>
        <dt>Protocol</dt>
        <dd>{setup.protocol}</dd>
        <dt>Host, port and path (for trackers that ask for them apart)</dt>
        <dd>
          <code>{setup.host}</code>, port <code>{setup.port}</code>
          {setup.secure ? ' (HTTPS)' : ' (HTTP)'}, path <code>{setup.path}</code>
        </dd>
        <dt>Reporting interval</dt>
        <dd>{setup.interval_seconds} seconds</dd>
      </dl>
      <h3>In the Traccar Client app</h3>
      <ol>
        <li>Install Traccar Client on the phone that stays in the bus, and open it.</li>
        <li>
          Set <strong>Device identifier</strong> to the device id above.
        </li>
        <li>
          Set <strong>Server URL</strong> to <code>{setup.server_url}</code>.
        </li>
        <li>
          Set <strong>Frequency</strong> to {setup.interval_seconds} seconds and <strong>Accuracy</strong> to
          high.
        </li>
        <li>
          Allow location all the time, then turn <strong>Service status</strong> on.
        </li>
      </ol>
      <h3>On a GPS tracker</h3>
      <p>
        Choose the {setup.protocol} protocol, enter the host, port and path above, the device id as its
        identifier, and an interval of {setup.interval_seconds} seconds. Positions count only while the bus
        has a run.
      </p>
      <div className="console-actions no-print">
        <button type="button" className="btn btn--ghost" onClick={() => window.print()}>
          Print these settings
        </button>
        <button type="button" className="btn" onClick={onDone}>
          Done, I have copied the device id
        </button>
      </div>
    </section>
  );
}
