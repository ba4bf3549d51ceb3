#!/bin/sh
# Add Coteccio to your applications menu, run from where you unpacked it (nothing needs root).
# Undo with: sh install.sh --remove
set -eu
HERE="$(dirname "$(readlink -f "$0")")"
APPS="${XDG_DATA_HOME:-$HOME/.local/share}/applications"
ICONS="${XDG_DATA_HOME:-$HOME/.local/share}/icons/hicolor/256x256/apps"
if [ "${1:-}" = "--remove" ]; then
  rm -f "$APPS/coteccio.desktop" "$ICONS/coteccio.png"
  echo "Coteccio removed from the menu (its folder $HERE is left as it is)."
  exit 0
fi
mkdir -p "$APPS" "$ICONS"
cp "$HERE/coteccio.png" "$ICONS/coteccio.png"
sed "s|^Exec=.*|Exec=\"$HERE/AppRun\"|" "$HERE/coteccio.desktop" > "$APPS/coteccio.desktop"
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$APPS" || true
echo "Coteccio added to the menu; it starts $HERE/AppRun."
