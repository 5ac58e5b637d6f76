import { type AdminRole, adminRoutes as a, adminRoleNames } from '@courtside/contract/admin';
import {
  Alert,
  Box,
  Card,
  CardContent,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useGetIdentity } from 'react-admin';
import { callRoute } from '../api/client';
import { ActionButton } from '../kit/ActionButton';
import { ExportButton } from '../kit/ExportButton';
import { beijing } from '../kit/fields';
import { QrCode } from '../kit/QrCode';

/** The roles as the operators' desks call them. */
export const roleNames: Record<AdminRole, string> = {
  super: '超级管理员',
  manager: '运营主管',
  cashier: '财务',
  trader: '操盘',
  moderator: '聊天管理',
  support: '客服',
  compliance: '合规',
};
const roleChoices = adminRoleNames.map((role) => ({ id: role, name: roleNames[role] }));
const rolesOf = (value: string | undefined) => (value ?? '').split(',').filter(Boolean) as AdminRole[];

/**
 * 运营账号 (super only): every operator with roles, state, second factor and last login; new ones,
 * role changes, disabling and enabling again, each audited by the server with who did it and from where.
 */
export function Operators() {
  const { data, error } = useQuery({ queryKey: ['operators'], queryFn: () => callRoute(a.adminList, {}) });
  // The server refuses disabling oneself; the button is not offered on one's own row.
  const { identity } = useGetIdentity();
  return (
    <Box sx={{ p: 2 }}>
      <Title title="运营账号" />
      <Stack direction="row" sx={{ mb: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          运营账号
        </Typography>
        <Box sx={{ mr: 1 }}>
          <ExportButton list="operators" />
        </Box>
        <ActionButton
          route={a.adminCreate}
          label="新建账号"
          variant="contained"
          title="新建运营账号"
          description="新账号用此密码登录；可在“我的安全设置”中自行开启动态验证码。"
          fields={[
            { label: '用户名', field: 'username', required: true },
            { label: '初始密码（至少10个字符）', field: 'password', required: true, type: 'password' },
            { label: '角色', field: 'roles', required: true, choices: roleChoices, multiple: true },
          ]}
          input={(_reason, values) => ({
            username: values.username ?? '',
            password: values.password ?? '',
            roles: rolesOf(values.roles),
          })}
          done={(answer) => `已新建账号 ${answer.username}`}
          testId="operator-create"
        />
      </Stack>
      {error && <Alert severity="error">{error.message}</Alert>}
      <Card variant="outlined">
        <Table size="small" aria-label="运营账号">
          <TableHead>
            <TableRow>
              <TableCell>编号</TableCell>
              <TableCell>用户名</TableCell>
              <TableCell>角色</TableCell>
              <TableCell>状态</TableCell>
              <TableCell>动态验证码</TableCell>
              <TableCell>创建时间</TableCell>
              <TableCell>最近登录</TableCell>
              <TableCell>操作</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data?.items.map((row) => (
              <TableRow key={row.id} data-testid={`operator-${row.username}`}>
                <TableCell>{row.id}</TableCell>
                <TableCell>{row.username}</TableCell>
                <TableCell>
                  <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
                    {row.roles.map((role) => (
                      <Chip key={role} size="small" label={roleNames[role]} />
                    ))}
                  </Stack>
                </TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    label={row.status === 'active' ? '启用' : '已停用'}
                    color={row.status === 'active' ? 'success' : 'default'}
                  />
                </TableCell>
                <TableCell>{row.totp ? '已开启' : '未开启'}</TableCell>
                <TableCell>{beijing(row.createdAt)}</TableCell>
                <TableCell>{beijing(row.lastLoginAt)}</TableCell>
                <TableCell>
                  {row.status === 'active' && (
                    <Stack direction="row" spacing={1}>
                      <ActionButton
                        route={a.adminRoles}
                        label="修改角色"
                        title={`修改角色：${row.username}`}
                        fields={[
                          {
                            label: '角色',
                            field: 'roles',
                            required: true,
                            choices: roleChoices,
                            multiple: true,
                            initial: row.roles.join(','),
                          },
                        ]}
                        input={(_reason, values) => ({ adminId: row.id, roles: rolesOf(values.roles) })}
                        done={(answer) =>
                          `${answer.username} 的角色：${answer.roles.map((r) => roleNames[r]).join('、')}`
                        }
                        testId="operator-roles"
                      />
                      {row.id !== identity?.id && (
                        <ActionButton
                          route={a.adminDisable}
                          label="停用"
                          color="error"
                          title={`停用账号：${row.username}`}
                          description="停用后该账号立即退出登录，且不能再登录。"
                          input={() => ({ adminId: row.id })}
                          done={(answer) => `已停用 ${answer.username}`}
                          testId="operator-disable"
                        />
                      )}
                    </Stack>
                  )}
                  {row.status === 'disabled' && (
                    <ActionButton
                      route={a.adminEnable}
                      label="重新启用"
                      color="success"
                      title={`重新启用账号：${row.username}`}
                      description="启用后该账号可用原密码重新登录，角色和动态验证码保持停用前的设置。"
                      input={() => ({ adminId: row.id })}
                      done={(answer) => `已重新启用 ${answer.username}`}
                      testId="operator-enable"
                    />
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Card>
    </Box>
  );
}

/**
 * 我的安全设置: the signed-in operator's own second factor. A new secret is shown as a QR code and as
 * text (for an app that cannot scan); it takes effect only once a code from the app confirms it.
 */
export function MySecurity() {
  const { data: me, error } = useQuery({ queryKey: ['me'], queryFn: () => callRoute(a.me, {}) });
  const [secret, setSecret] = useState<{ secret: string; uri: string } | null>(null);
  const on = me?.admin.totp ?? false;
  return (
    <Box sx={{ p: 2, maxWidth: 760 }}>
      <Title title="我的安全设置" />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        我的安全设置
      </Typography>
      {error && <Alert severity="error">{error.message}</Alert>}
      {me && (
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              动态验证码（两步验证）
            </Typography>
            <Typography sx={{ mb: 2 }} data-testid="totp-state">
              账号 {me.admin.username}：{on ? '已开启，登录时需输入验证器上的6位动态码' : '未开启'}
            </Typography>
            {!on && (
              <Stack spacing={2}>
                <Box>
                  <ActionButton
                    route={a.totpSetup}
                    label={secret ? '重新生成密钥' : '生成密钥'}
                    title="生成动态验证码密钥"
                    description="生成后用验证器（如 Google Authenticator、Microsoft Authenticator）扫描二维码或手动输入密钥，再输入验证器上的动态码开启。"
                    input={() => ({})}
                    done={() => '已生成密钥，请添加到验证器后开启'}
                    onDone={setSecret}
                    testId="totp-setup"
                  />
                </Box>
                {secret && (
                  <Stack direction="row" spacing={3} sx={{ alignItems: 'flex-start' }}>
                    <QrCode text={secret.uri} label="动态验证码密钥二维码" />
                    <Stack spacing={1} sx={{ minWidth: 0 }}>
                      <Typography variant="body2">手动输入密钥：</Typography>
                      <Typography
                        sx={{ fontFamily: 'monospace', fontSize: 18, letterSpacing: 1, wordBreak: 'break-all' }}
                        data-testid="totp-secret"
                      >
                        {secret.secret}
                      </Typography>
                      <Typography variant="body2">或复制链接：</Typography>
                      <Typography
                        variant="body2"
                        sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}
                        data-testid="totp-uri"
                      >
                        {secret.uri}
                      </Typography>
                      <Box>
                        <ActionButton
                          route={a.totpEnable}
                          label="开启"
                          variant="contained"
                          title="开启动态验证码"
                          fields={[{ label: '验证器上的6位动态码', field: 'code', required: true }]}
                          input={(_reason, values) => ({ code: values.code ?? '' })}
                          done={() => '已开启动态验证码'}
                          onDone={() => setSecret(null)}
                          testId="totp-enable"
                        />
                      </Box>
                    </Stack>
                  </Stack>
                )}
              </Stack>
            )}
            {on && (
              <ActionButton
                route={a.totpDisable}
                label="关闭动态验证码"
                color="error"
                title="关闭动态验证码"
                description="关闭后登录只需用户名和密码。"
                fields={[{ label: '验证器上的6位动态码', field: 'code', required: true }]}
                input={(_reason, values) => ({ code: values.code ?? '' })}
                done={() => '已关闭动态验证码'}
                testId="totp-disable"
              />
            )}
          </CardContent>
        </Card>
      )}
    </Box>
  );
}
