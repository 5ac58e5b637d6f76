export { paymentKeys } from './api/keys';
export { DepositRecords, WithdrawRecords } from './components/PaymentRecords';
export { WithdrawBody } from './pages/WithdrawPage';
export { paymentRoutes } from './routes';
