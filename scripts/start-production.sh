#!/bin/sh
# The production start: the Docker image's CMD, and what server/production-start.test.ts runs
# against PostgreSQL and a new embedded folder. Applies the migrations, then serves the site until
# SIGTERM (open requests finish, the database is closed). Settings come from the environment.
set -eu
cd "$(dirname "$0")/.."

# A production server serves the build made with the image, never one made at start.
if [ ! -f build/server/start.js ]; then
  echo "No build in $(pwd)/build: run npm run build before starting in production." >&2
  exit 1
fi

export NODE_ENV=production
# glibc's malloc as npm start sets it (docs/decisions/019, "Memory given back after a load"): two
# arenas, not one per thread, and buffers of 128 KiB and more (the compressions' own) mapped apart
# and given back when freed, instead of left in the arenas between smaller allocations.
export MALLOC_ARENA_MAX=2
export MALLOC_MMAP_THRESHOLD_=131072
# exec: node replaces the shell, so it is the process that receives SIGTERM and stops cleanly.
exec node build/server/start.js
