#!/usr/bin/env bash
# Tags a release and moves its major tag, after checking that the release is what users will get.
#
#   scripts/release.sh [--dry-run] [--push] X.Y.Z
#
# Checks: X.Y.Z is a plain semantic version, newer than every vX.Y.Z tag; the working tree is
# clean; the branch is main; CHANGELOG.md has a "## [X.Y.Z]" section; dist/ is what
# `npm run bundle` builds from the sources (runners execute dist/, not src/). Then it creates the
# annotated tag vX.Y.Z and moves the major tag vX to the same commit, so that workflows using
# @vX get the release. It pushes only with --push; otherwise it prints the two push commands.
# --dry-run runs the checks that change nothing (not the bundle) and prints what it would do.
# It works on the repository of the current directory.
set -euo pipefail

usage() {
  echo "usage: scripts/release.sh [--dry-run] [--push] X.Y.Z   (e.g. scripts/release.sh 1.2.0)" >&2
  exit 2
}
fail() {
  echo "release: $*" >&2
  exit 1
}

dry_run=false
push=false
version=''
for arg in "$@"; do
  case "$arg" in
    --dry-run) dry_run=true ;;
    --push) push=true ;;
    -h | --help) usage ;;
    -*) echo "release: unknown option $arg" >&2 && usage ;;
    *)
      [ -z "$version" ] || usage
      version="$arg"
      ;;
  esac
done
[ -n "$version" ] || usage
version="${version#v}"

# A plain X.Y.Z: a major tag must never follow a pre-release.
if ! [[ "$version" =~ ^(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)$ ]]; then
  fail "\"$version\" is not a version X.Y.Z (e.g. 1.2.0; pre-releases do not move a major tag)"
fi
major="v${BASH_REMATCH[1]}"
tag="v$version"

root=$(git rev-parse --show-toplevel 2>/dev/null) || fail "not inside a git repository"
cd "$root"

branch=$(git symbolic-ref --quiet --short HEAD || echo '(detached HEAD)')
[ "$branch" = main ] || fail "releases are tagged on main; this is $branch"

if [ -n "$(git status --porcelain --untracked-files=all)" ]; then
  git status --short >&2
  fail "the working tree is not clean: commit or remove the changes above first"
fi

# The newest vX.Y.Z tag; major tags (v1) and other tags are not versions.
latest=$(git tag --list 'v*' | grep -E '^v[0-9]+\.[0-9]+\.[0-9]+$' | sed 's/^v//' | sort -t. -k1,1n -k2,2n -k3,3n | tail -n 1 || true)
if [ -n "$latest" ]; then
  newest=$(printf '%s\n%s\n' "$latest" "$version" | sort -t. -k1,1n -k2,2n -k3,3n | tail -n 1)
  if [ "$version" = "$latest" ] || [ "$newest" != "$version" ]; then
    fail "$version is not newer than the latest release, v$latest"
  fi
fi

[ -f CHANGELOG.md ] || fail "there is no CHANGELOG.md"
if ! grep -qE "^## \[${version//./\\.}\]" CHANGELOG.md; then
  fail "CHANGELOG.md has no \"## [$version]\" section: move the Unreleased entries under it first"
fi

commit=$(git rev-parse --short HEAD)
push_commands=("git push origin $tag" "git push origin $major --force")

if $dry_run; then
  echo "Dry run for $tag: main at $commit, latest release ${latest:+v}${latest:-none}."
  echo "Checks passed: version, branch, clean tree, CHANGELOG section. It would run:"
  echo "  npm run bundle   (and stop if that changes any file: dist/ must be up to date)"
  echo "  git tag -a $tag -m \"Release $tag\""
  echo "  git tag -fa $major -m \"$major: $tag\" $tag^{commit}"
  if $push; then echo "and then:"; else echo "and then print, for you to run (--push runs them):"; fi
  for command in "${push_commands[@]}"; do echo "  $command"; done
  exit 0
fi

echo "Rebuilding dist/ to check that it is up to date..."
npm run --silent bundle
if [ -n "$(git status --porcelain --untracked-files=all)" ]; then
  git status --short >&2
  fail "npm run bundle changed the files above: dist/ is stale; commit what it built, then release"
fi

git tag -a "$tag" -m "Release $tag"
git tag -fa "$major" -m "$major: $tag" "$tag^{commit}"
echo "Tagged $tag at $commit and moved $major to it."

if $push; then
  for command in "${push_commands[@]}"; do
    echo "+ $command"
    $command
  done
  echo "Pushed. Publish the release on GitHub from $tag (tick \"Publish this Action to the GitHub Marketplace\")."
else
  echo "Nothing was pushed. To publish:"
  for command in "${push_commands[@]}"; do echo "  $command"; done
  echo "Then draft a GitHub release from $tag (tick \"Publish this Action to the GitHub Marketplace\")."
fi
