import { Anchor, List, Text } from '@mantine/core';
import type { Block, Inline } from '../../privacy-notice/notice-blocks.ts';
import { countText } from '../../questionnaire/counts.ts';
import classes from './Privacy.module.css';

function InlineText({ part }: { part: Inline }) {
  if (typeof part === 'string') return part;
  if ('email' in part) return <Anchor href={`mailto:${part.email}`}>{part.email}</Anchor>;
  if ('href' in part) return <Anchor href={part.href}>{part.text}</Anchor>;
  return <strong>{part.strong}</strong>;
}

function Inlines({ parts }: { parts: readonly Inline[] }) {
  return parts.map((part, index) => <InlineText key={index} part={part} />);
}

/** One block of the notice: a paragraph, a list, or the fields one form collects. */
export function NoticeBlock({ block }: { block: Block }) {
  if (block.type === 'paragraph') {
    return (
      <Text className={classes.paragraph}>
        <Inlines parts={block.content} />
      </Text>
    );
  }
  if (block.type === 'list') {
    return (
      <List className={classes.list} spacing={6}>
        {block.items.map((item, index) => (
          <List.Item key={index}>
            <Inlines parts={item} />
          </List.Item>
        ))}
      </List>
    );
  }
  return (
    <details className={classes.form} data-testid={`notice-form-${block.id}`}>
      <summary className={classes.summary}>
        <span className={classes.formTitle}>{block.title}</span>{' '}
        <span className={classes.count}>
          ({countText(block.counts.sections, 'section')}, {countText(block.counts.questions, 'question')}, at{' '}
          {block.route})
        </span>
      </summary>
      <ul className={classes.fields}>
        {block.fields.map((field) => (
          <li key={field}>
            <span data-testid="notice-field">{field}</span>
            {block.required.includes(field) ? <span className={classes.required}> (required)</span> : null}
          </li>
        ))}
      </ul>
    </details>
  );
}
