"""`koe certs init`: a household certificate authority and the box's certificate, for TLS between
the Pi and the box's Redis.

The CA is the household's own: the Pi trusts it (KOE_REDIS_CA) and nothing else, so a device on
the same Wi-Fi that pretends to be the box is refused. Files, in --out (default KOE_DATA_DIR/certs):
`ca.pem` (public: copy it to each Pi), `ca-key.pem` (secret, 0600: keep it to make more
certificates), `box.pem` and `box-key.pem` (the box's certificate and its secret key, 0600).
"""

from __future__ import annotations

import argparse
import datetime as dt
import ipaddress
import socket
import sys
from pathlib import Path

from shared.private_files import private_dir, write_private

CA_YEARS = 20
BOX_YEARS = 5


def add_parser(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("certs", help="TLS certificates for the Pi and the box", description=__doc__)
    actions = p.add_subparsers(dest="action", required=True)
    init = actions.add_parser("init", help="make the household CA and the box's certificate")
    init.add_argument("--out", type=Path, help="where to write them (default: KOE_DATA_DIR/certs)")
    init.add_argument(
        "--name",
        action="append",
        default=[],
        help="a host name or IP address the Pi uses for the box (repeatable; the host name, localhost and "
        "compose's `redis` are always included)",
    )
    init.add_argument("--force", action="store_true", help="replace certificates that are already there")
    init.set_defaults(run=run)


def names_for(extra: list[str]) -> tuple[list[str], list[ipaddress.IPv4Address | ipaddress.IPv6Address]]:
    host = socket.gethostname()
    wanted = [host, f"{host}.local", "localhost", "redis", "127.0.0.1", "::1", *extra]
    dns: list[str] = []
    ips: list[ipaddress.IPv4Address | ipaddress.IPv6Address] = []
    for name in dict.fromkeys(n.strip() for n in wanted if n.strip()):
        try:
            ips.append(ipaddress.ip_address(name))
        except ValueError:
            dns.append(name)
    return dns, ips


def make(out: Path, extra_names: list[str]) -> list[Path]:
    """Write the CA and the box's certificate into `out`; returns the files written."""
    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import ExtendedKeyUsageOID, NameOID

    now = dt.datetime.now(dt.UTC)
    ca_key = ec.generate_private_key(ec.SECP256R1())
    ca_name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, f"koe household CA ({socket.gethostname()})")])
    ca = (
        x509.CertificateBuilder()
        .subject_name(ca_name)
        .issuer_name(ca_name)
        .public_key(ca_key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - dt.timedelta(minutes=5))
        .not_valid_after(now + dt.timedelta(days=365 * CA_YEARS))
        .add_extension(x509.BasicConstraints(ca=True, path_length=0), critical=True)
        .add_extension(
            x509.KeyUsage(False, False, False, False, False, True, True, False, False), critical=True
        )  # certificate and CRL signing only
        .add_extension(x509.SubjectKeyIdentifier.from_public_key(ca_key.public_key()), critical=False)
        .sign(ca_key, hashes.SHA256())
    )
    dns, ips = names_for(extra_names)
    box_key = ec.generate_private_key(ec.SECP256R1())
    box = (
        x509.CertificateBuilder()
        .subject_name(x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, dns[0])]))
        .issuer_name(ca_name)
        .public_key(box_key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - dt.timedelta(minutes=5))
        .not_valid_after(now + dt.timedelta(days=365 * BOX_YEARS))
        .add_extension(x509.BasicConstraints(ca=False, path_length=None), critical=True)
        .add_extension(
            x509.SubjectAlternativeName([*(x509.DNSName(n) for n in dns), *(x509.IPAddress(i) for i in ips)]),
            critical=False,
        )
        .add_extension(x509.ExtendedKeyUsage([ExtendedKeyUsageOID.SERVER_AUTH]), critical=False)
        .add_extension(x509.AuthorityKeyIdentifier.from_issuer_public_key(ca_key.public_key()), critical=False)
        .sign(ca_key, hashes.SHA256())
    )

    def key_pem(key: ec.EllipticCurvePrivateKey) -> str:
        return key.private_bytes(
            serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()
        ).decode()

    private_dir(out)
    files = {
        "ca.pem": ca.public_bytes(serialization.Encoding.PEM).decode(),
        "ca-key.pem": key_pem(ca_key),
        "box.pem": box.public_bytes(serialization.Encoding.PEM).decode(),
        "box-key.pem": key_pem(box_key),
    }
    for name, text in files.items():
        write_private(out / name, text)
    (out / "ca.pem").chmod(0o644)  # public by design: every Pi gets a copy
    (out / "box.pem").chmod(0o644)
    return [out / name for name in files]


def run(args: argparse.Namespace) -> int:
    from shared.settings import get_settings

    out = args.out or get_settings().data_dir / "certs"
    if (out / "ca.pem").exists() and not args.force:
        print(f"koe: {out} already holds a household CA; --force makes new ones (every Pi then needs the new ca.pem).")
        return 2
    try:
        files = make(out, args.name)
    except ModuleNotFoundError:
        print("koe: `koe certs` needs the cryptography package (pip install 'koe[certs]').", file=sys.stderr)
        return 2
    dns, ips = names_for(args.name)
    print(f"wrote {', '.join(f.name for f in files)} to {out}")
    print(f"the box's certificate is valid for: {', '.join([*dns, *map(str, ips)])}")
    print("next: the box's Redis listens with TLS (docker-compose.yml mounts this folder: KOE_CERTS_DIR);")
    print(f"      copy {out / 'ca.pem'} to each Pi and set there:")
    print("      KOE_REDIS_URL=rediss://:PASSWORD@BOX:6380/0  KOE_REDIS_CA=/path/to/ca.pem")
    return 0
