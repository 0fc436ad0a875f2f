#!/usr/bin/env python3
"""Validates JSON files against a JSON schema with the jsonschema package.

Usage: check_schema.py SCHEMA FILE...
Prints "valid: FILE" per file. If jsonschema is not installed, prints
"valid: FILE (not checked: no jsonschema)" so that the test still runs the
structural checks of its other RUN lines.
"""
import json
import sys

try:
    import jsonschema
except ImportError:
    jsonschema = None

schema = json.load(open(sys.argv[1]))
for path in sys.argv[2:]:
    doc = json.load(open(path))
    if jsonschema is None:
        print("valid: %s (not checked: no jsonschema)" % path.split("/")[-1])
        continue
    jsonschema.validate(doc, schema)
    print("valid: %s" % path.split("/")[-1])
