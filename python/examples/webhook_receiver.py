"""A webhook receiver on the standard library's http.server: verifies each delivery's signature
(SERVICE_WEBHOOK_SECRET) and logs alert matches. PORT picks the port (0: any free one);
WEBHOOK_MAX_EVENTS stops it after that many events. Register its URL for your account in the console."""

import os
import threading
from http.server import BaseHTTPRequestHandler, HTTPServer

from sports_data import SportsData, WebhookVerificationError

client = SportsData()
max_events = int(os.environ.get("WEBHOOK_MAX_EVENTS", "0")) or None
seen: set[str] = set()


class Receiver(BaseHTTPRequestHandler):
    def do_POST(self) -> None:
        body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
        try:
            event = client.webhooks.unwrap(body, dict(self.headers.items()))
        except WebhookVerificationError as error:
            print(f"refused a delivery: {error.reason}", flush=True)
            self.send_response(400)
            self.end_headers()
            return
        self.send_response(204)
        self.end_headers()
        if event["id"] in seen:  # deliveries can repeat
            return
        seen.add(event["id"])
        entry = event["data"]["portal_entry"]
        print(
            f"verified {event['type']} {event['id']}: {entry['name']} ({entry['position']}, {entry['sport']})"
            f" matched alert {event['data']['alert_id']}",
            flush=True,
        )
        if max_events is not None and len(seen) >= max_events:
            threading.Thread(target=server.shutdown).start()

    def log_message(self, format: str, *args: object) -> None:
        pass


server = HTTPServer(("127.0.0.1", int(os.environ.get("PORT", "3000"))), Receiver)
print(f"listening on http://127.0.0.1:{server.server_address[1]}/webhooks", flush=True)
server.serve_forever()
server.server_close()
client.close()
