import type { AgentJoinRequest } from '@courtside/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { useSession } from '../../shared/sessionStore';

const keys = {
  all: ['agent'] as const,
  isAgent: ['agent', 'isAgent'] as const,
  summary: ['agent', 'summary'] as const,
  contact: ['agent', 'contact'] as const,
};

/** Whether the signed-in member is an agent (and their latest application); off for visitors. */
export const useIsAgent = () => {
  const loggedIn = useSession((state) => state.loggedIn);
  return useQuery({
    queryKey: keys.isAgent,
    queryFn: () => api.agent.isAgent({}),
    enabled: loggedIn,
    staleTime: 60_000,
  });
};

export const useAgentSummary = (enabled: boolean) =>
  useQuery({ queryKey: keys.summary, queryFn: () => api.agent.summary({}), enabled, staleTime: 0 });

export const useAgentContact = () =>
  useQuery({ queryKey: keys.contact, queryFn: () => api.agent.contact({}), staleTime: 5 * 60_000 });

export const useJoinAgent = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: AgentJoinRequest) => api.agent.joinUs(form),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
};
