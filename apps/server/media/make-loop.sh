#!/usr/bin/env bash
# Makes the demo media origin's loop from a test card, once, with Debian's ffmpeg (apt-get install ffmpeg).
# Four 2-second segments in two qualities (HLS .ts) and the same 8 seconds as one FLV file for the
# HTTP-FLV room. Every segment starts with a key frame, so any of them can open a stream or follow
# any other when the loop wraps. The files are committed; run this only to change them.
set -euo pipefail
cd "$(dirname "$0")/loop"
rm -f ./*.ts ./*.flv
duration=8
seg=2
card() {
  # testsrc2: moving colour bars and a counter, so a stalled stream is visible at a glance.
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "testsrc2=size=$1:rate=25:duration=${duration}" \
    -f lavfi -i "sine=frequency=440:beep_factor=2:sample_rate=44100:duration=${duration}" \
    -c:v libx264 -profile:v baseline -level 3.0 -pix_fmt yuv420p -preset veryfast -b:v "$2" -maxrate "$2" -bufsize "$2" \
    -g $((seg * 25)) -keyint_min $((seg * 25)) -sc_threshold 0 \
    -c:a aac -b:a 24k -ac 1 \
    "${@:3}"
}
for q in "360p:640x360:140k" "180p:320x180:50k"; do
  IFS=: read -r name size rate <<<"$q"
  card "$size" "$rate" -f segment -segment_time $seg -segment_format mpegts -reset_timestamps 0 "${name}-%d.ts"
done
card 640x360 140k -f flv loop.flv
ls -l
