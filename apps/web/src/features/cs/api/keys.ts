export const supportKeys = {
  all: ['support'] as const,
  chat: () => [...supportKeys.all, 'chat'] as const,
};
