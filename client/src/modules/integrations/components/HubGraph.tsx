import { Badge, Group, Paper, Stack, Text, useComputedColorScheme } from '@mantine/core';
import { select } from 'd3';
import { useEffect, useRef, useState } from 'react';
import { HUB, ringPosition, type HubNode } from '../hub-nodes';
import classes from './HubGraph.module.css';

interface HubGraphProps {
  centerLabel: string;
  nodes: readonly HubNode[];
}

const VIEW = 380;

/**
 * The integration hub drawn with d3: the product at the centre (glowing, pulsing), the six source kinds on a ring.
 * Nothing can be dragged, zoomed or panned; hovering or focusing a node shows its card.
 */
export function HubGraph({ centerLabel, nodes }: HubGraphProps) {
  const svgRef = useRef<SVGSVGElement>(null);
  const wrapRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState<string | null>(null);
  const dark = useComputedColorScheme('dark') === 'dark';

  useEffect(() => {
    const svgElement = svgRef.current;
    if (!svgElement) return;
    const svg = select(svgElement);
    svg.selectAll('*').remove();
    const ink = dark ? '#e9ecef' : '#212529';
    const muted = dark ? 'rgba(255,255,255,0.18)' : 'rgba(0,0,0,0.16)';
    const defs = svg.append('defs');
    const glow = defs.append('filter').attr('id', 'hub-glow').attr('x', '-50%').attr('y', '-50%').attr('width', '200%').attr('height', '200%');
    glow.append('feGaussianBlur').attr('stdDeviation', 8).attr('result', 'blur');
    const merge = glow.append('feMerge');
    merge.append('feMergeNode').attr('in', 'blur');
    merge.append('feMergeNode').attr('in', 'SourceGraphic');
    const gradient = defs.append('radialGradient').attr('id', 'hub-core');
    gradient.append('stop').attr('offset', '0%').attr('stop-color', '#939fe9');
    gradient.append('stop').attr('offset', '100%').attr('stop-color', '#3b4bae');

    const root = svg.append('g').attr('transform', `translate(${VIEW / 2},${VIEW / 2})`);
    const positions = nodes.map((_, index) => ringPosition(index, nodes.length));

    root
      .selectAll('line')
      .data(nodes)
      .join('line')
      .attr('x1', 0)
      .attr('y1', 0)
      .attr('x2', (_, i) => positions[i]?.x ?? 0)
      .attr('y2', (_, i) => positions[i]?.y ?? 0)
      .attr('stroke', (node) => (node.connected ? node.logoColor : muted))
      .attr('stroke-width', (node) => (node.connected ? 2 : 1.2))
      .attr('stroke-dasharray', (node) => (node.connected ? null : '4 5'))
      .attr('opacity', (node) => (node.connected ? 0.85 : 1));

    root.append('circle').attr('class', 'pulse').attr('r', HUB.centerRadius).attr('fill', 'none').attr('stroke', '#7382e1').attr('stroke-width', 3);
    root.append('circle').attr('r', HUB.centerRadius).attr('fill', 'url(#hub-core)').attr('filter', 'url(#hub-glow)').attr('data-hub-center', 'true');
    root.append('text').text(centerLabel).attr('text-anchor', 'middle').attr('dy', '0.35em').attr('fill', '#fff').attr('font-weight', 700).attr('font-size', 17);

    const node = root
      .selectAll<SVGGElement, HubNode>('g.hub-node')
      .data(nodes)
      .join('g')
      .attr('class', 'hub-node')
      .attr('data-node', (d) => d.key)
      .attr('transform', (_, i) => `translate(${positions[i]?.x ?? 0},${positions[i]?.y ?? 0})`)
      .attr('tabindex', 0)
      .attr('role', 'button')
      .attr('aria-label', (d) => `${d.title}: ${d.connected ? 'Connected' : 'Disconnected'}`)
      .on('mouseenter focus', (_event, d) => setActive(d.key))
      .on('mouseleave blur', () => setActive(null));
    node
      .append('circle')
      .attr('class', 'node-body')
      .attr('r', HUB.nodeRadius)
      .attr('fill', (d) => (d.connected ? d.logoColor : dark ? '#2c2e33' : '#f1f3f5'))
      .attr('stroke', (d) => d.logoColor)
      .attr('stroke-width', 2);
    node
      .append('text')
      .text((d) => d.badge)
      .attr('text-anchor', 'middle')
      .attr('dy', '0.35em')
      .attr('font-size', 11)
      .attr('font-weight', 700)
      .attr('fill', (d) => (d.connected ? '#0b0d12' : d.logoColor));
    node
      .append('text')
      .text((d) => d.title)
      .attr('text-anchor', 'middle')
      .attr('y', HUB.nodeRadius + 15)
      .attr('font-size', 11)
      .attr('fill', ink);
  }, [nodes, centerLabel, dark]);

  const index = nodes.findIndex((node) => node.key === active);
  const shown = index >= 0 ? nodes[index] : undefined;
  const position = index >= 0 ? ringPosition(index, nodes.length) : undefined;
  const width = wrapRef.current?.clientWidth ?? VIEW;
  const scale = width / VIEW;
  const left = position ? Math.min(Math.max(8, (VIEW / 2 + position.x) * scale - HUB.tooltipWidth / 2), Math.max(8, width - HUB.tooltipWidth - 8)) : 0;
  const below = position ? position.y < 0 : true;
  const top = position ? (VIEW / 2 + position.y) * scale + (below ? (HUB.nodeRadius + 24) * scale : -(HUB.nodeRadius + 12) * scale) : 0;

  return (
    <div className={classes.wrap} ref={wrapRef}>
      <svg ref={svgRef} className={classes.svg} viewBox={`0 0 ${VIEW} ${VIEW}`} role="group" aria-label={`${centerLabel} integration hub`} />
      {shown && position ? (
        <div className={classes.tooltip} style={{ left, top, width: HUB.tooltipWidth, transform: below ? undefined : 'translateY(-100%)' }}>
          <Paper withBorder shadow="lg" radius="md" p="md" role="tooltip" data-hub-tooltip={shown.key} style={{ borderTop: `3px solid ${shown.logoColor}` }}>
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap">
                <Text fw={700}>{shown.title}</Text>
                <Badge color={shown.connected ? 'teal' : 'gray'} variant="light" size="sm">
                  {shown.connected ? 'Connected' : 'Disconnected'}
                </Badge>
              </Group>
              <Text fz="xs" c="dimmed" lineClamp={2}>
                {shown.subtitle}
              </Text>
              <Text fz="sm" fw={600}>
                {shown.stats}
              </Text>
              <Text fz="sm" fs="italic" c="dimmed">
                {shown.flavorText}
              </Text>
              <Stack gap={0}>
                <Text fz="sm" fw={600} c={shown.logoColor}>
                  {shown.perk}
                </Text>
                <Text fz="xs">{shown.perkDesc}</Text>
              </Stack>
              <Text fz="xs" c="dimmed">
                {shown.extra}
              </Text>
            </Stack>
          </Paper>
        </div>
      ) : null}
    </div>
  );
}
