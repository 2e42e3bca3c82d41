export {
  Accordion,
  type AccordionEntry,
  type AccordionItemProps,
  type AccordionItemTriggerProps,
  type AccordionRootProps,
} from './accordion';
