import { venueRoutes } from '@courtside/contract';
import { adminRoutes as a } from '@courtside/contract/admin';
import { Box, Card, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title } from 'react-admin';
import { callRoute } from '../api/client';
import { ActionButton } from '../kit/ActionButton';

/**
 * Venues as the site shows them (hidden ones are not listed), with their maintenance switch. The list
 * is the member site's own read, so what it says is what members see.
 */
export function Venues() {
  const { data, error } = useQuery({ queryKey: ['venues'], queryFn: () => callRoute(venueRoutes.list, {}) });
  return (
    <Box sx={{ p: 2 }}>
      <Title title="场馆" />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        场馆状态
      </Typography>
      {error && <Typography color="error">{error.message}</Typography>}
      <Card variant="outlined">
        <Table size="small" aria-label="场馆">
          <TableHead>
            <TableRow>
              <TableCell>代码</TableCell>
              <TableCell>名称</TableCell>
              <TableCell>类型</TableCell>
              <TableCell>状态</TableCell>
              <TableCell>操作</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data?.map((venue) => (
              <TableRow key={venue.venueCode} data-testid={`venue-${venue.venueCode}`}>
                <TableCell>{venue.venueCode}</TableCell>
                <TableCell>{venue.venueName}</TableCell>
                <TableCell>{venue.kind}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    label={venue.status === 1 ? '维护中' : '开放'}
                    color={venue.status === 1 ? 'warning' : 'success'}
                    data-testid="venue-status"
                  />
                </TableCell>
                <TableCell>
                  <ActionButton
                    route={a.venueStatus}
                    label={venue.status === 1 ? '结束维护' : '设为维护'}
                    color={venue.status === 1 ? 'primary' : 'warning'}
                    title={`${venue.venueName}：${venue.status === 1 ? '结束维护' : '设为维护'}`}
                    description="维护中的场馆不能进入，会员的场馆余额不受影响。"
                    input={() => ({
                      venueCode: venue.venueCode,
                      status: venue.status === 1 ? (0 as const) : (1 as const),
                    })}
                    done={(answer) => `${answer.venueName} 现为${answer.status === 1 ? '维护中' : '开放'}`}
                    testId="venue-switch"
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Card>
    </Box>
  );
}
