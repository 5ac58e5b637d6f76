import type { RouteDef } from '@courtside/contract';
import { mayCall } from '@courtside/contract/admin';
import { usePermissions } from 'react-admin';

/**
 * Whether the signed-in operator may call a route: the contract's access table, the same one the
 * server's guard reads. A button or menu is shown only when this says yes; the server refuses anyway.
 */
export const useMayCall = (def: Pick<RouteDef, 'path'>): boolean => {
  const { permissions } = usePermissions<string[]>();
  return Array.isArray(permissions) && mayCall(permissions as never, def);
};
