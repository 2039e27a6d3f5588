#!/usr/bin/env python3
"""Fails when a memory target of a wayfinder-bench JSON document is missed.

    Scripts/check-bench-memory.py .build/bench.json

Memory is counted in heap bytes, not timed, so it is the same from run to run and CI can hold
it: the navigator's bytes per registered route must stay within RoutingKit's for the same
patterns (`memory-register-10k-vs-routingkit`). Timed cases are never gated here.
"""
import json
import sys

cases = json.load(open(sys.argv[1]))
memory = [case for case in cases if case["name"].startswith("memory-") and case.get("met") is not None]
if not memory:
    sys.exit("check-bench-memory: the document has no memory case with a target (was mallinfo2 missing?)")
missed = [case for case in memory if not case["met"]]
for case in memory:
    value = case.get("bytes_per_route")
    baseline = case.get("baseline_bytes_per_route")
    print(f"check-bench-memory: {case['name']}: {value} B/route vs {case['baseline']} {baseline} B/route "
          f"({case['ratio']:.3f}x, target {case['target']}): {'met' if case['met'] else 'MISSED'}")
if missed:
    sys.exit("check-bench-memory: a memory target is missed (above): a change added heap per route")
