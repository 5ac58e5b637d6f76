import { chatAdminRoutes as c } from '@courtside/contract/admin';
import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title } from 'react-admin';
import { callRoute } from '../api/client';
import { ActionButton } from '../kit/ActionButton';

/** The chat's sensitive-word list (README: chat rooms); the list reloads after each change the server accepted. */
export function ChatWords() {
  const { data, error } = useQuery({ queryKey: ['chatWords'], queryFn: () => callRoute(c.chatWords, {}) });
  return (
    <Box sx={{ p: 2 }}>
      <Title title="敏感词" />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        聊天敏感词
      </Typography>
      <Card variant="outlined">
        <CardContent>
          {error && <Typography color="error">{error.message}</Typography>}
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }} data-testid="chat-words">
            {data?.words.map((word) => (
              <Chip key={word} label={word} />
            ))}
          </Stack>
          <Stack direction="row" spacing={1}>
            <ActionButton
              route={c.chatWordsChange}
              label="添加敏感词"
              title="添加敏感词"
              reason={{ label: '敏感词', field: 'add.0', required: true }}
              input={(word) => ({ add: [word], remove: [] })}
              done={(answer) => `已保存，共 ${answer.words.length} 个敏感词`}
              testId="chat-word-add"
            />
            <ActionButton
              route={c.chatWordsChange}
              label="删除敏感词"
              color="error"
              title="删除敏感词"
              reason={{ label: '要删除的敏感词', field: 'remove.0', required: true }}
              input={(word) => ({ add: [], remove: [word] })}
              done={(answer) => `已删除，共 ${answer.words.length} 个敏感词`}
              testId="chat-word-remove"
            />
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
