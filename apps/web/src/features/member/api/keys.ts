import { bindingKeys } from '../../../shared/bindingKeys';

/** Query keys of the member centre; all start with 'member', so logout drops them in one call. */
export const memberKeys = {
  all: ['member'] as const,
  profile: () => [...memberKeys.all, 'profile'] as const,
  avatars: () => [...memberKeys.all, 'avatars'] as const,
  passwordCheck: () => [...memberKeys.all, 'passwordCheck'] as const,
  sessions: () => [...memberKeys.all, 'sessions'] as const,
  withdrawPassword: () => [...memberKeys.all, 'withdrawPassword'] as const,
  bindSteps: bindingKeys.bindSteps,
  realName: () => [...memberKeys.all, 'realName'] as const,
  usdt: bindingKeys.usdt,
  address: () => [...memberKeys.all, 'address'] as const,
  modifyConfig: () => [...memberKeys.all, 'modifyConfig'] as const,
  modifyRecords: () => [...memberKeys.all, 'modifyRecords'] as const,
};
