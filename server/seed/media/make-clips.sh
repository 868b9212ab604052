#!/usr/bin/env bash
# Regenerates the committed sample clips in server/media/clips (run once by hand; the seed never needs ffmpeg).
# Four vertical 360x640 H.264 clips, 12 s each, 24 fps, no audio, each a different moving test pattern with a drawn title.
set -euo pipefail
out="$(cd "$(dirname "$0")/../../media/clips" && pwd)"
font=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
sources=(
  "testsrc2=size=360x640:rate=24"
  "mandelbrot=size=360x640:rate=24:start_scale=2:end_scale=0.2"
  "gradients=size=360x640:rate=24:c0=0x7b1fa2:c1=0xff6f61:c2=0x1a237e:speed=0.02"
  "testsrc=size=360x640:rate=24,hue=h=t*30"
)
for i in 1 2 3 4; do
  src="${sources[$((i - 1))]}"
  ffmpeg -hide_banner -loglevel error -y -f lavfi -i "$src" -t 12 \
    -vf "drawbox=y=250:h=140:w=iw:color=black@0.45:t=fill,drawtext=fontfile=$font:text='SHORT DRAMA':fontcolor=white:fontsize=34:x=(w-tw)/2:y=270,drawtext=fontfile=$font:text='Sample clip $i':fontcolor=#ffd54f:fontsize=26:x=(w-tw)/2:y=320,drawtext=fontfile=$font:text='%{eif\:t\:d}s':fontcolor=white:fontsize=22:x=w-tw-16:y=16" \
    -c:v libx264 -preset slow -crf 32 -pix_fmt yuv420p -profile:v main -movflags +faststart -an \
    "$out/clip-$i.mp4"
done
ls -l "$out"/*.mp4
npx tsx "$(dirname "$0")/write-subtitles.ts"
