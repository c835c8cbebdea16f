#!/bin/sh
echo "The native Prisma schema engine is not used here; run npm run db:migrate / db:migration." >&2
exit 1
