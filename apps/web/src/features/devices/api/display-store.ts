/** What a display keeps between reloads: its pairing (its own token) and its device id. */
export interface StoredDisplay {
  deviceId: string;
  deviceToken: string;
  deviceName: string;
  ownerName: string;
}

const KEY = 'brightDisplay';

export function readDisplay(): StoredDisplay | null {
  try {
    const raw = localStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as StoredDisplay) : null;
  } catch {
    return null;
  }
}

export const saveDisplay = (display: StoredDisplay) => localStorage.setItem(KEY, JSON.stringify(display));
export const forgetDisplay = () => localStorage.removeItem(KEY);
