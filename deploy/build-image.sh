#!/bin/sh
# The image's build steps, in one place: the Containerfile runs them (build stage), and
# scripts/topology.mjs runs them on a machine without a container engine, then serves from the result.
#   deploy/build-image.sh SOURCE_DIR OUTPUT_DIR
# SOURCE_DIR is a clean copy of the repository (git archive); OUTPUT_DIR receives what the runtime
# image holds: production node_modules, the built server (apps/server/dist) and web app (apps/web/dist).
set -eu
src=$(cd "$1" && pwd)
out=$2
cd "$src"
npm ci --no-audit --no-fund
npm run build
# Drop build-only packages (TypeScript, Vite, Vitest, esbuild, ...): the server bundle loads only
# its own dependencies at run time (apps/server/build.mjs keeps them external).
npm prune --omit=dev --no-audit --no-fund
mkdir -p "$out/apps/server" "$out/apps/web" "$out/packages"
cp package.json package-lock.json "$out/"
cp -R node_modules "$out/"
cp -R apps/server/package.json apps/server/dist "$out/apps/server/"
if [ -d apps/server/node_modules ]; then cp -R apps/server/node_modules "$out/apps/server/"; fi
cp -R apps/web/package.json apps/web/dist "$out/apps/web/"
if [ -d apps/web/dist-ssr ]; then cp -R apps/web/dist-ssr "$out/apps/web/"; fi
# Workspace links in node_modules/@granite point here.
cp -R packages/shared "$out/packages/"
echo "image tree ready in $out"
