export { AgentCentreLink } from './AgentCentreLink';
export { agentRoutes, loadJoinPage } from './routes';
