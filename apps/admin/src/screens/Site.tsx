import { adminRoutes as a } from '@courtside/contract/admin';
import { Box, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Title } from 'react-admin';
import { ActionButton } from '../kit/ActionButton';
import { yuan } from '../kit/fields';

/** Parameters an operator is most likely to look for; any other key can be typed. */
const KNOWN_PARAMS: [string, string][] = [['adjust_four_eyes_threshold', '人工调整复核金额（元），默认10000']];

/** Site switches: maintenance on and off, and site parameters; every change is audited by the server. */
export function SiteSettings() {
  const [keyCode, setKeyCode] = useState(KNOWN_PARAMS[0]![0]);
  const [value, setValue] = useState('');
  return (
    <Box sx={{ p: 2 }}>
      <Title title="站点设置" />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        站点设置
      </Typography>
      <Card variant="outlined" sx={{ mb: 2 }}>
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            维护模式
          </Typography>
          <Typography sx={{ mb: 2 }}>开启后会员端进入维护页，除本后台外的接口都回答 10503。</Typography>
          <Stack direction="row" spacing={1}>
            <ActionButton
              route={a.maintenance}
              label="开启维护"
              color="warning"
              title="开启维护模式"
              reason={{ label: '给会员看的维护说明', field: 'message' }}
              input={(message) => ({ active: true, message, endsAt: null })}
              done={(answer) => (answer.active ? '维护模式已开启' : '维护模式未开启')}
              testId="maintenance-on"
            />
            <ActionButton
              route={a.maintenance}
              label="结束维护"
              title="结束维护模式"
              input={() => ({ active: false, message: '', endsAt: null })}
              done={(answer) => (answer.active ? '维护模式仍开启' : '维护模式已结束')}
              testId="maintenance-off"
            />
          </Stack>
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            站点参数
          </Typography>
          {KNOWN_PARAMS.map(([key, hint]) => (
            <Typography key={key} variant="body2" color="text.secondary">
              {key}：{hint}
            </Typography>
          ))}
          <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center' }}>
            <TextField label="参数名" value={keyCode} onChange={(event) => setKeyCode(event.target.value)} />
            <TextField label="参数值" value={value} onChange={(event) => setValue(event.target.value)} />
            <ActionButton
              route={a.siteParam}
              label="保存参数"
              title={`修改站点参数 ${keyCode}`}
              description={`新值：${value || '（空）'}`}
              input={() => ({ keyCode, value })}
              done={(answer) =>
                answer.keyCode === 'adjust_four_eyes_threshold'
                  ? `复核金额已设为 ${yuan(answer.value)}`
                  : `${answer.keyCode} 已设为 ${answer.value}`
              }
              testId="param-save"
            />
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
