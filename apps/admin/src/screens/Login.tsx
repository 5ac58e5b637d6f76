import { Errors } from '@courtside/contract';
import { Alert, Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useLogin } from 'react-admin';

const OTP_REQUIRED = Errors.otpRequired.code;

/**
 * The operator's login: name and password, then the six-digit code for an operator who turned on
 * the second factor (the server says so with `otpRequired`). The server's message is shown as it is.
 */
export function LoginPage() {
  const login = useLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [otp, setOtp] = useState('');
  const [askOtp, setAskOtp] = useState(false);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError('');
    try {
      await login({ username, password, ...(askOtp ? { otp } : {}) });
    } catch (caught) {
      const failure = caught as { message?: string; body?: { code?: number } };
      if (failure.body?.code === OTP_REQUIRED) setAskOtp(true);
      else setError(failure.message ?? '登录失败');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'grey.100' }}
    >
      <Card sx={{ width: 380 }}>
        <CardContent>
          <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
            Courtside 运营后台
          </Typography>
          <form onSubmit={submit} noValidate>
            <TextField
              label="用户名"
              name="username"
              autoComplete="username"
              fullWidth
              margin="normal"
              value={username}
              onChange={(event) => setUsername(event.target.value)}
              disabled={askOtp}
            />
            <TextField
              label="密码"
              name="password"
              type="password"
              autoComplete="current-password"
              fullWidth
              margin="normal"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              disabled={askOtp}
            />
            {askOtp && (
              <TextField
                label="动态验证码"
                name="otp"
                autoComplete="one-time-code"
                helperText="请输入身份验证器中的6位数字"
                fullWidth
                margin="normal"
                autoFocus
                value={otp}
                onChange={(event) => setOtp(event.target.value)}
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
              />
            )}
            {error && (
              <Alert severity="error" role="alert" sx={{ mt: 1 }}>
                {error}
              </Alert>
            )}
            <Button type="submit" variant="contained" fullWidth sx={{ mt: 2 }} disabled={busy}>
              登录
            </Button>
          </form>
        </CardContent>
      </Card>
    </Box>
  );
}
