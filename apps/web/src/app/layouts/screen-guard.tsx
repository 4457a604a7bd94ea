import type { ReactNode } from 'react';
import { canAccess } from '@brigade/domain/access/privilege';
import type { Me } from '@brigade/domain/schemas/auth';
import type { ScreenRoute } from '../route-types.ts';
import { ForbiddenPage } from '../pages/forbidden-page.tsx';

export function mayOpen(route: ScreenRoute | undefined, user: Me | null | undefined): boolean {
  if (!route || route.public) return true;
  if (!user) return false;
  return canAccess(user.level, route.level) && route.categories.includes(user.user_category);
}

/** A route above the user's level, or outside their category, shows a forbidden message instead. */
export function ScreenGuard({
  route,
  user,
  children,
}: {
  route: ScreenRoute | undefined;
  user: Me | null | undefined;
  children: ReactNode;
}) {
  return mayOpen(route, user) ? children : <ForbiddenPage />;
}
