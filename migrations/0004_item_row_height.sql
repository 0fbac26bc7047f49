-- 0004: a menu item may have a row height of its own, in points; NULL (every existing item, and
-- the default) means the menu's row height.
ALTER TABLE menu_items ADD COLUMN row_height REAL
    CONSTRAINT menu_item_row_height_positive CHECK (row_height > 0);
