import { useEffect, useState } from 'react';
import { driverStore, type QueuedScan } from '../offline/driver-store.ts';
import { onQueueChange, syncScans } from '../offline/scan-queue.ts';

/** The run's scans as stored on the phone, newest first, read again whenever the queue changes. */
export function useScanQueue(userId: number, runId: number): QueuedScan[] | undefined {
  const [scans, setScans] = useState<QueuedScan[]>();
  useEffect(() => {
    let current = true;
    const read = async () => {
      const list = await (await driverStore(userId)).scansOfRun(runId);
      list.sort((a, b) => b.scanned_at.localeCompare(a.scanned_at));
      if (current) setScans(list);
    };
    void read();
    const stop = onQueueChange(() => void read());
    return () => {
      current = false;
      stop();
    };
  }, [userId, runId]);
  return scans;
}

/**
 * Sends waiting scans whenever the connection comes back, when the app is shown again, and
 * every 20 seconds while it is open (a phone may report "online" with no data getting through).
 */
export function useAutoSync(userId: number): void {
  useEffect(() => {
    const sync = () => void syncScans(userId).catch(() => undefined);
    sync();
    const visible = () => {
      if (document.visibilityState === 'visible') sync();
    };
    window.addEventListener('online', sync);
    document.addEventListener('visibilitychange', visible);
    const timer = setInterval(sync, 20_000);
    return () => {
      window.removeEventListener('online', sync);
      document.removeEventListener('visibilitychange', visible);
      clearInterval(timer);
    };
  }, [userId]);
}

/** Whether the browser believes it is online, kept current. */
export function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}
