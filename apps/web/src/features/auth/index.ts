export { LogoutButton } from './components/LogoutButton';
export { authRoutes } from './routes';
export { readWithdrawOnly, startWithdrawOnly, type WithdrawOnlyBlock } from './withdrawOnly';
