#!/usr/bin/env python3
"""Renders wayfinder-bench's JSON results as the Markdown tables of Docs/Performance.md's head.

    python3 Scripts/bench-table.py results.json            # the targets, then every other case
    python3 Scripts/bench-table.py results.json --targets  # the cases with a target only

Each row shows the figure and its baseline as measured in the same run, with the unit the JSON key
names (ns per operation, bytes per route, notifications per command, scopes per navigation), the
ratio as the benchmark defines it (a speed-up for the `speed-up` targets, a slowdown otherwise),
the target and whether it was met. Nothing is rounded beyond what the JSON holds except for
display: times of a microsecond or more are shown in µs, of a millisecond or more in ms.
"""
import json
import sys

UNITS = {
    "ns_per_op": "ns",
    "bytes_per_route": "B/route",
    "notifications_per_command": "notifications/command",
    "scopes_per_navigation": "scopes/navigation",
}


def figure(value, key):
    """A figure with its unit, times scaled to a readable unit."""
    if key != "ns_per_op":
        return f"{value:,.1f} {UNITS[key]}"
    if value >= 1_000_000:
        return f"{value / 1_000_000:,.2f} ms"
    if value >= 1_000:
        return f"{value / 1_000:,.2f} µs"
    return f"{value:,.1f} ns"


def row(case):
    key = next(k for k in UNITS if k in case)
    met = {True: "yes", False: "**no**", None: "–"}[case["met"]]
    ratio = case["ratio"]
    speed_up = case["target"].startswith("speed-up") or case["target"] == "none (speed-up)"
    shown_ratio = f"{ratio:,.2f}× faster" if speed_up else f"{ratio:,.2f}×"
    target = case["target"].replace("<=", "≤").replace(">=", "≥").replace("x", "×")
    return (
        f"| `{case['name']}` | {figure(case[key], key)} | `{case['baseline']}` "
        f"| {figure(case['baseline_' + key], key)} | {shown_ratio} | {target} | {met} |"
    )


def table(cases):
    lines = [
        "| case | figure | baseline (same run) | baseline's figure | ratio | target | met |",
        "| --- | ---: | --- | ---: | ---: | --- | --- |",
    ]
    lines += [row(case) for case in cases]
    return "\n".join(lines)


def main(arguments):
    if not arguments or arguments[0].startswith("-"):
        sys.exit("usage: bench-table.py RESULTS.json [--targets]")
    with open(arguments[0], encoding="utf-8") as file:
        cases = json.load(file)
    if not isinstance(cases, list) or not all(isinstance(case, dict) and "name" in case for case in cases):
        sys.exit(f"bench-table: {arguments[0]} is not wayfinder-bench's JSON (an array of cases with names)")
    targeted = [case for case in cases if case["met"] is not None]
    print(table(targeted))
    if "--targets" not in arguments[1:]:
        others = [case for case in cases if case["met"] is None]
        print()
        print(table(others))


if __name__ == "__main__":
    main(sys.argv[1:])
