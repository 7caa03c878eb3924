#!/bin/sh
# Makes app/styles/fonts/inter-latin-wght-400-700.woff2 from @fontsource-variable/inter's Latin file:
# the weight axis cut to the 400-700 the site uses (48 kB -> 31 kB), every OpenType feature kept.
# Needs fontTools with brotli (Debian: apt-get install python3-fonttools python3-brotli); PYTHON
# names the interpreter that has them (default python3, e.g. PYTHON=/usr/bin/python3). The output
# differs from run to run only in its timestamps.
# Inter is under the SIL Open Font License 1.1 (no reserved font name), which allows this.
set -e
PYTHON=${PYTHON:-python3}
cd "$(dirname "$0")/.."
source=node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2
work=$(mktemp -d)
"$PYTHON" -m fontTools.varLib.instancer "$source" wght=400:700 -o "$work/instance.ttf"
# The same characters as fontsource's Latin file (its unicode-range).
"$PYTHON" -m fontTools.subset "$work/instance.ttf" \
  --unicodes='U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD' \
  --layout-features='*' --name-IDs='*' --flavor=woff2 --output-file=app/styles/fonts/inter-latin-wght-400-700.woff2
rm -r "$work"
ls -l app/styles/fonts/inter-latin-wght-400-700.woff2
