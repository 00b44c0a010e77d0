#!/usr/bin/env python3
"""The peer of `ordersh --data F -c 'load orders; show list'` in Python (json + decimal), for
scripts/bench-scale: parse, keep this month's orders that are not cancelled and total more
than zero, compute money exactly in Decimal, format, sort newest first, print a table."""
import json
import sys
from datetime import datetime, timezone
from decimal import Decimal, ROUND_HALF_UP

CENT = Decimal("0.01")
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]


def main(path, now):
    with open(path, encoding="utf-8") as f:
        data = json.load(f)
    store = data.get("store") or {}
    tax_rate = Decimal(store.get("taxRate", "0.08875"))
    threshold = Decimal(store.get("freeShippingThreshold", "100.00"))
    shipping_rate = Decimal(store.get("shippingRate", "0.10"))
    rows = []
    for order in data["orders"]:
        if order["status"] == "cancelled":
            continue
        created = datetime.fromisoformat(order["createdAt"].replace("Z", "+00:00")).astimezone(timezone.utc)
        if (created.year, created.month) != (now.year, now.month):
            continue
        subtotal = sum((Decimal(str(i["price"])) * i["quantity"] for i in order["items"]), Decimal(0))
        total = subtotal + (subtotal * tax_rate).quantize(CENT, ROUND_HALF_UP)
        if total <= 0:
            continue
        shipping = "Free shipping" if total > threshold else \
            "Shipping: $%s" % format((total * shipping_rate).quantize(CENT, ROUND_HALF_UP), ",.2f")
        signature = order["shippingAddress"]["isResidential"] and \
            any(i.get("requiresSignature", False) for i in order["items"])
        rows.append((order["createdAt"], order["id"], [
            "Order #" + order["id"][:8].upper(), order["title"],
            "%s %d, %d" % (MONTHS[created.month - 1], created.day, created.year),
            shipping, "yes" if signature else "", order["status"].capitalize()]))
    rows.sort(key=lambda r: r[1])
    rows.sort(key=lambda r: r[0], reverse=True)
    header = ["ORDER", "TITLE", "DATE", "SHIPPING", "SIGNATURE", "STATUS"]
    widths = [max([len(header[c])] + [len(r[2][c]) for r in rows]) for c in range(6)]
    out = ["%d orders · this month · not cancelled · total > $0.00" % len(rows),
           "  ".join(h.ljust(w) for h, w in zip(header, widths)).rstrip()]
    out.extend("  ".join(v.ljust(w) for v, w in zip(r[2], widths)).rstrip() for r in rows)
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main(sys.argv[1], datetime.fromisoformat(sys.argv[2].replace("Z", "+00:00")))
