import { createHmac } from 'node:crypto';

/** The `whsec_…` secret of raw key bytes, built here independently of the SDK's decoding. */
export const secretFor = (key: Uint8Array) => `whsec_${Buffer.from(key).toString('base64')}`;

/** 32 fixed bytes, so failures reproduce. */
export const KEY = Buffer.from('0123456789abcdef0123456789abcdef');
export const SECRET = secretFor(KEY);
export const OTHER_SECRET = secretFor(Buffer.from('fedcba9876543210fedcba9876543210'));

export const NOW_MS = 1_700_000_000_000;
export const NOW_S = NOW_MS / 1000;
export const clock = () => NOW_MS;

export const event = {
  id: 'evt_01HZX',
  type: 'alert.matched',
  created_at: '2023-11-14T22:13:20Z',
  data: {
    id: 'am_1',
    alert_id: 'alrt_1',
    portal_entry: { id: 'pe_1', player_id: 'plr_1', entered_at: '2023-11-14T20:00:00Z' },
    matched_at: '2023-11-14T22:13:19Z',
  },
} as const;
export const BODY = JSON.stringify(event);

/** The signature computed independently of the SDK, with node:crypto. */
export function nodeSignature(
  key: Buffer,
  id: string,
  timestamp: number | string,
  body: string | Uint8Array,
) {
  return createHmac('sha256', key).update(`${id}.${timestamp}.`).update(body).digest('base64');
}

export function headersFor(
  body: string | Uint8Array,
  options: { id?: string; timestamp?: number; key?: Buffer } = {},
) {
  const id = options.id ?? 'msg_1';
  const timestamp = options.timestamp ?? NOW_S;
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': `v1,${nodeSignature(options.key ?? KEY, id, timestamp, body)}`,
  };
}
