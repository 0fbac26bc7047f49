#!/usr/bin/env python3
"""The studio's benchmark (BENCHMARKS.md, "Studio"): starts `preset-manager studio` (a release
build) on a fresh seeded catalog and measures, over loopback:

1. POST /api/preview of an unsaved definition over 241 offsets, sequentially: the server's own
   time (the Server-Timing header) and the whole round trip, median and 95th percentile;
2. 20 clients saving different presets concurrently (each its own preset, each save with the
   If-Match of its previous one): every status, and every preset's final revision and summary
   read back with the sqlite3 shell, so a lost save would show.

Usage: scripts/studio-benchmark.py [PATH-TO-preset-manager] (default .build/release/preset-manager)
"""
import http.client
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import threading
import time

TOOL = sys.argv[1] if len(sys.argv) > 1 else ".build/release/preset-manager"
PREVIEWS = 300
CLIENTS = 20
SAVES_PER_CLIENT = 25


def run(*arguments):
    return subprocess.run([TOOL, *arguments], check=True, capture_output=True, text=True).stdout


def main():
    folder = tempfile.mkdtemp(prefix="studio-benchmark-")
    catalog = os.path.join(folder, "catalog.sqlite")
    run("init", "--catalog", catalog)
    studio = subprocess.Popen([TOOL, "studio", "--catalog", catalog], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    line = studio.stdout.readline()
    match = re.fullmatch(r"studio: http://127\.0\.0\.1:(\d+)/\?token=([0-9a-f]{64})\n", line)
    if not match:
        sys.exit(f"the studio printed {line!r}")
    port, token = int(match.group(1)), match.group(2)
    headers = {"Authorization": f"Bearer {token}", "Content-Type": "application/json"}

    def request(connection, method, path, body=None, extra=None):
        connection.request(method, path, body=body, headers={**headers, **(extra or {})})
        response = connection.getresponse()
        return response, response.read()

    try:
        # 1. Previews of an unsaved definition (parade-image renamed: 3 targets, Parade states).
        definition = json.loads(run("presets", "show", "parade-image", "--format", "json", "--catalog", catalog))
        definition["name"] = "unsaved-parade"
        body = json.dumps({"definition": definition, "offsets": "-100:1100:5"})
        connection = http.client.HTTPConnection("127.0.0.1", port)
        response, payload = request(connection, "POST", "/api/preview", body)
        frames = len(json.loads(payload)["frames"])
        assert response.status == 200 and frames == 241, (response.status, frames)
        server, wall = [], []
        for _ in range(PREVIEWS):
            start = time.perf_counter()
            response, payload = request(connection, "POST", "/api/preview", body)
            wall.append((time.perf_counter() - start) * 1000)
            assert response.status == 200
            server.append(float(response.getheader("Server-Timing").split("dur=")[1]))
        connection.close()

        def summary(values):
            ordered = sorted(values)
            return f"median {statistics.median(ordered):.2f} ms, p95 {ordered[int(len(ordered) * 0.95)]:.2f} ms, max {ordered[-1]:.2f} ms"

        print(f"preview, unsaved definition, {frames} offsets, {len(payload)} bytes of JSON, {PREVIEWS} requests")
        print(f"  server time (Server-Timing): {summary(server)}")
        print(f"  round trip:                  {summary(wall)}")

        # 2. Concurrent saves of different presets.
        names = [f"bench-{index:02d}" for index in range(CLIENTS)]
        for name in names:
            run("presets", "copy", "fade-up", name, "--catalog", catalog)
        base = json.loads(run("presets", "show", "fade-up", "--format", "json", "--catalog", catalog))
        statuses, lock = [], threading.Lock()

        def client(name):
            connection = http.client.HTTPConnection("127.0.0.1", port)
            for save in range(1, SAVES_PER_CLIENT + 1):
                document = dict(base, name=name, summary=f"save {save}")
                response, _ = request(connection, "PUT", f"/api/presets/{name}", json.dumps(document), {"If-Match": f'"{save}"'})
                with lock:
                    statuses.append(response.status)
            connection.close()

        threads = [threading.Thread(target=client, args=(name,)) for name in names]
        start = time.perf_counter()
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        elapsed = time.perf_counter() - start
        by_status = {status: statuses.count(status) for status in sorted(set(statuses))}
        print(f"{CLIENTS} clients x {SAVES_PER_CLIENT} saves of different presets: {len(statuses)} requests in {elapsed:.2f} s,"
              f" statuses {by_status}, 5xx {sum(1 for s in statuses if s >= 500)}")
        rows = subprocess.run(
            ["sqlite3", "-readonly", catalog, "SELECT count(*) FROM presets WHERE name LIKE 'bench-%' AND revision = "
             f"{SAVES_PER_CLIENT + 1} AND summary = 'save {SAVES_PER_CLIENT}'"], check=True, capture_output=True, text=True).stdout.strip()
        print(f"  presets with every save (revision {SAVES_PER_CLIENT + 1}, last summary): {rows} of {CLIENTS}")
        if by_status != {200: CLIENTS * SAVES_PER_CLIENT} or rows != str(CLIENTS):
            sys.exit("saves were lost or refused")
    finally:
        studio.terminate()
        status = studio.wait(timeout=10)
        print(f"studio stopped on SIGTERM with exit status {status}")


if __name__ == "__main__":
    main()
