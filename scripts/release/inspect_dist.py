"""Prints a wheel's or an sdist's members (name -> sha256 of the bytes) and its metadata as JSON, for
scripts/release/check-python.mjs. Standard library only: any python3 runs it.

    python3 inspect_dist.py FILE
"""

import hashlib
import json
import sys
import tarfile
import zipfile


def main(path: str) -> None:
    members: dict[str, str] = {}
    metadata = ""
    entry_points = ""
    if path.endswith(".whl"):
        with zipfile.ZipFile(path) as wheel:
            for name in wheel.namelist():
                data = wheel.read(name)
                members[name] = hashlib.sha256(data).hexdigest()
                if name.endswith(".dist-info/METADATA"):
                    metadata = data.decode()
                if name.endswith(".dist-info/entry_points.txt"):
                    entry_points = data.decode()
    else:
        with tarfile.open(path) as sdist:
            for info in sdist.getmembers():
                if not info.isfile():
                    continue
                stream = sdist.extractfile(info)
                data = stream.read() if stream else b""
                members[info.name] = hashlib.sha256(data).hexdigest()
                if info.name.count("/") == 1 and info.name.endswith("/PKG-INFO"):
                    metadata = data.decode()
    json.dump({"members": members, "metadata": metadata, "entryPoints": entry_points}, sys.stdout)


if __name__ == "__main__":
    main(sys.argv[1])
