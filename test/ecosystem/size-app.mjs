// The smallest real use of the SDK in a browser app: what scripts/check-size.mjs and the ecosystem
// tests measure per bundler. The client is kept alive on globalThis so no bundler can drop it.
import SportsData from 'sports-data-sdk';

globalThis.client = new SportsData({ apiKey: 'svc_test_size', baseURL: globalThis.location?.origin });
